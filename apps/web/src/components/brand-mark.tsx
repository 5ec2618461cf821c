import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';

export const PRODUCT_NAME = 'จองดี';

export function BrandMark({ inverted = false, size = 'md' }: { inverted?: boolean; size?: 'md' | 'lg' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 44 : 34} radius="md" variant={inverted ? 'white' : 'filled'}>
        <IconCalendarCheck size={size === 'lg' ? 26 : 20} stroke={2} aria-hidden />
      </ThemeIcon>
      <Text fw={700} fz={size === 'lg' ? 28 : 22} c={inverted ? 'white' : 'jade.8'} lh={1.2}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
