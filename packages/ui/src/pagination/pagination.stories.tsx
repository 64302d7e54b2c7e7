import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Pagination, type PaginationProps } from "./pagination.tsx";

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 6 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
export const AsLinks: Story = {
  args: {
    page: 3,
    renderLink: ({ page, children, ...props }) => (
      <a href={`?page=${page - 1}`} {...props}>
        {children}
      </a>
    ),
  },
};
