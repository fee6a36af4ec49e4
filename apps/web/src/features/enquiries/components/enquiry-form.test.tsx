import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from './enquiry-form';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function serve(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCourseForm() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/learn-astrology']}>
          <Routes>
            <Route path="/learn-astrology" element={<EnquiryForm variant="course" />} />
            <Route path="/success/:screenType" element={<p>thank-you screen</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function fillCourseForm(course: 'Basic course' | 'Advanced course') {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Asha');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Rao');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'asha@kusp.example');
  await userEvent.click(screen.getByLabelText(course));
  await userEvent.click(screen.getByLabelText('English'));
  await userEvent.click(screen.getByLabelText(/secondary education/));
  await userEvent.type(screen.getByLabelText(/^Message/), 'Next batch?');
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('course enquiry form', () => {
  it('asks for the basic course only when the advanced one is chosen', async () => {
    renderCourseForm();
    expect(screen.queryByLabelText('I have completed the Kusp basic course')).toBeNull();
    await userEvent.click(screen.getByLabelText('Advanced course'));
    expect(screen.getByLabelText('I have completed the Kusp basic course')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Basic course'));
    expect(screen.queryByLabelText('I have completed the Kusp basic course')).toBeNull();
  });

  it('sends the course fields, keeps the server message and opens the thank-you screen', async () => {
    const message = 'We appreciate you contacting us. We will get back in touch with you soon';
    const fetchMock = serve(json({ message }));
    renderCourseForm();
    await fillCourseForm('Basic course');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('thank-you screen')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@kusp.example',
      enquiryType: 'Learn Astrology',
      message: 'Next batch?',
      course: 'BASIC',
      language: 'English',
      secondaryEducation: true,
    });
    expect(sessionStorage.getItem('contact')).toBe(message);
  });

  it("shows the server's field errors under the fields and its message in the form", async () => {
    serve(json({ message: 'Too many requests', errors: { email: 'Enter valid email' } }, 400));
    renderCourseForm();
    await fillCourseForm('Basic course');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Enter valid email');
    expect(sessionStorage.getItem('contact')).toBeNull();
  });
});
