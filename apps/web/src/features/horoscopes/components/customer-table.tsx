import { genderLabels } from '@kusp/contracts';
import { Button, Group, Pagination, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { href, messages, pageSizes, type CustomerPage } from '@kusp/contracts';

/** The astrologer's external customers: #, Name, Phone, Birth Date, Birth Time, Gender, Actions. */
export function CustomerTable({
  page,
  onPageChange,
}: {
  page: CustomerPage;
  onPageChange: (pageNumber: number) => void;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover withTableBorder aria-label="Customers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Birth Date</Table.Th>
              <Table.Th>Birth Time</Table.Th>
              <Table.Th>Gender</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.content.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text ta="center" c="dimmed" py="md">
                    {messages.noData}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              page.content.map((customer, i) => (
                <Table.Tr key={customer.horoscopeId}>
                  <Table.Td>{page.number * pageSizes.customers + i + 1}</Table.Td>
                  <Table.Td>{customer.name}</Table.Td>
                  <Table.Td>
                    {[customer.countryCode, customer.phone].filter(Boolean).join(' ')}
                  </Table.Td>
                  <Table.Td>{customer.birthDate}</Table.Td>
                  <Table.Td>{customer.birthTime}</Table.Td>
                  <Table.Td>{genderLabels[customer.gender]}</Table.Td>
                  <Table.Td>
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
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.totalPages > 1 && (
        <Pagination
          mt="md"
          total={page.totalPages}
          value={page.number + 1}
          onChange={(value) => onPageChange(value - 1)}
          aria-label="Customer pages"
        />
      )}
    </>
  );
}
