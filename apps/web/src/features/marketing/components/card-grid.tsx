import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** One column on phones, up to `columns` side by side on wide screens. */
export function CardGrid({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  return (
    <div className={classes.grid} data-columns={columns}>
      {children}
    </div>
  );
}
