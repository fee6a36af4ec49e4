import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { genderLabels, href, type CustomerPage } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { birthDayOf } from '@/lib/dates';

const columns = ['Name', 'Phone', 'Birth Date', 'Birth Time', 'Gender', 'Actions'] as const;

/** The astrologer's external customers: #, Name, Phone, Birth Date, Birth Time, Gender, Actions. */
export function CustomerTable({
  page,
  onPageChange,
}: {
  page: CustomerPage;
  onPageChange: (pageNumber: number) => void;
}) {
  return (
    <PagedTable
      label="Customers"
      columns={columns}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((customer) => ({
        key: customer.horoscopeId,
        cells: [
          customer.name,
          [customer.countryCode, customer.phone].filter(Boolean).join(' '),
          birthDayOf(customer.birthDate),
          customer.birthTime,
          genderLabels[customer.gender],
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={href('customerPortal', { horoscopeId: customer.horoscopeId })}
              size="xs"
              aria-label={`View ${customer.name}`}
            >
              View
            </Button>
            <Button
              component={Link}
              to={href('customerEdit', { horoscopeId: customer.horoscopeId })}
              size="xs"
              variant="light"
              aria-label={`Edit ${customer.name}`}
            >
              Edit
            </Button>
          </Group>,
        ],
      }))}
    />
  );
}
