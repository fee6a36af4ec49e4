import { Card, em, px, Table, Text, useMantineTheme } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './responsive-table.module.css';

export interface ResponsiveTableRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
  /** The row that stands out (e.g. the running dasa period), marked aria-current. */
  current?: 'date' | 'true';
}

/** Below this width of its place a table (of no larger `minWidth`) turns into cards. */
const cardsBelowPx = 600;

/**
 * Every table of the site: a table where it fits; each row a card of its fields, every column's
 * content under its column's name, below the `sm` breakpoint (where the portal's sidebar folds
 * into the menu, so on every phone) and wherever its place is narrower than `minWidth` (a column
 * of the customer portal on a desktop). So no page scrolls sideways and no column is hidden.
 * Columns with no heading of their own (actions) still need a name: the cards show it.
 */
export function ResponsiveTable({
  label,
  columns,
  rows,
  minWidth = cardsBelowPx,
  empty,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly ResponsiveTableRow[];
  /** The width the table needs; a narrower place shows cards. */
  minWidth?: number;
  /** What an empty list says ('No data found'). */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const noRows = empty ?? t('messages:noData');
  const theme = useMantineTheme();
  const small = useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
  // Until its place is measured (0), the screen's width decides.
  const { ref, width } = useElementSize();
  const cards = small || (width > 0 && width < minWidth);
  return (
    <div ref={ref}>
      {cards ? (
        <Cards label={label} columns={columns} rows={rows} empty={noRows} />
      ) : (
        <WideTable label={label} columns={columns} rows={rows} empty={noRows} />
      )}
    </div>
  );
}

interface Parts {
  label: string;
  columns: readonly string[];
  rows: readonly ResponsiveTableRow[];
  empty: ReactNode;
}

function Nothing({ empty }: { empty: ReactNode }) {
  return (
    <Text ta="center" c="dimmed" py="md">
      {empty}
    </Text>
  );
}

function Cards({ label, columns, rows, empty }: Parts) {
  return rows.length === 0 ? (
    <Nothing empty={empty} />
  ) : (
    <ul className={classes.cards} aria-label={label}>
      {rows.map((row) => (
        <Card
          component="li"
          key={row.key}
          withBorder
          padding="sm"
          mb="sm"
          className={row.current ? classes.current : undefined}
          aria-current={row.current}
        >
          <dl className={classes.fields}>
            {row.cells.map((cell, c) => (
              <Fragment key={columns[c]}>
                <dt>{columns[c]}</dt>
                <dd>{cell}</dd>
              </Fragment>
            ))}
          </dl>
        </Card>
      ))}
    </ul>
  );
}

function WideTable({ label, columns, rows, empty }: Parts) {
  return (
    <Table striped highlightOnHover withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Nothing empty={empty} />
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr
              key={row.key}
              className={row.current ? classes.current : undefined}
              aria-current={row.current}
            >
              {row.cells.map((cell, c) => (
                <Table.Td key={columns[c]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
