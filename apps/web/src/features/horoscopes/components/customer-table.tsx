import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type CustomerPage } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { birthDayOf } from '@/lib/dates';

const columns = ['name', 'phone', 'birthDate', 'birthTime', 'gender', 'actions'] as const;

/** The astrologer's external customers: #, Name, Phone, Birth Date, Birth Time, Gender, Actions. */
export function CustomerTable({
  page,
  onPageChange,
}: {
  page: CustomerPage;
  onPageChange: (pageNumber: number) => void;
}) {
  const { t } = useTranslation('clients');
  return (
    <PagedTable
      label={t('routes:customers')}
      columns={columns.map((column) => t(`list.columns.${column}`))}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((customer) => ({
        key: customer.horoscopeId,
        cells: [
          customer.name,
          [customer.countryCode, customer.phone].filter(Boolean).join(' '),
          birthDayOf(customer.birthDate),
          customer.birthTime,
          t(`forms:genders.${customer.gender}`),
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={href('customerPortal', { horoscopeId: customer.horoscopeId })}
              size="xs"
              aria-label={t('list.viewName', { name: customer.name })}
            >
              {t('list.view')}
            </Button>
            <Button
              component={Link}
              to={href('customerEdit', { horoscopeId: customer.horoscopeId })}
              size="xs"
              variant="light"
              aria-label={t('list.editName', { name: customer.name })}
            >
              {t('list.edit')}
            </Button>
          </Group>,
        ],
      }))}
    />
  );
}
