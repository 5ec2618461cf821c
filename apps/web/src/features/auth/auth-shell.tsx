import { Badge, Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCertificate,
  IconClockHour4,
  IconQrcode,
  IconReceipt,
  IconShieldLock,
  IconStethoscope,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark.tsx';
import classes from './auth-shell.module.css';
import { authPageTexts as texts } from './texts.ts';

type Tone = 'customer' | 'staff';

const benefits: Record<Tone, { icon: ReactNode; text: string }[]> = {
  customer: [
    { icon: <IconClockHour4 size={18} aria-hidden />, text: texts.benefitBooking },
    { icon: <IconQrcode size={18} aria-hidden />, text: texts.benefitPayment },
    { icon: <IconCertificate size={18} aria-hidden />, text: texts.benefitCertificate },
  ],
  staff: [
    { icon: <IconReceipt size={18} aria-hidden />, text: texts.staffBenefitQueue },
    { icon: <IconStethoscope size={18} aria-hidden />, text: texts.staffBenefitResults },
    { icon: <IconCalendarEvent size={18} aria-hidden />, text: texts.staffBenefitSchedule },
  ],
};

/**
 * The frame of the sign-in and sign-up screens: the brand beside the form on a desktop, above it on a
 * phone. Clinic staff get a darker frame and a badge, so the two sign-in screens are not confused.
 */
export function AuthShell({
  title,
  subtitle,
  tone = 'customer',
  children,
}: {
  title: string;
  subtitle?: string;
  tone?: Tone;
  children: ReactNode;
}) {
  const tagline = tone === 'staff' ? texts.staffTagline : texts.customerTagline;
  return (
    <Box className={tone === 'staff' ? `${classes.shell} ${classes.staff}` : classes.shell}>
      <Box className={classes.brand}>
        <Stack gap="xl" maw={440}>
          <BrandMark inverted size="lg" />
          <Title order={2} c="white" fw={600} className={classes.tagline}>
            {tagline.map((phrase, index) => (
              <span key={phrase}>
                {index > 0 ? ' ' : null}
                <span className={classes.phrase}>{phrase}</span>
              </span>
            ))}
          </Title>
          <List spacing="md" c="white" className={classes.benefits} center>
            {benefits[tone].map((benefit) => (
              <List.Item
                key={benefit.text}
                icon={
                  <ThemeIcon variant="white" color={tone === 'staff' ? 'dark' : undefined} radius="xl" size={30}>
                    {benefit.icon}
                  </ThemeIcon>
                }
              >
                {benefit.text}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Box>
      <Box className={classes.formSide}>
        <Box className={classes.compactBrand}>
          <Stack gap={6}>
            <BrandMark />
            {tone === 'staff' ? null : (
              <Text c="dimmed" fz="sm">
                {texts.customerShortTagline}
              </Text>
            )}
          </Stack>
        </Box>
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder>
          <Stack gap={4} mb="lg">
            {tone === 'staff' ? (
              <Badge
                color="dark"
                variant="light"
                radius="sm"
                size="lg"
                leftSection={<IconShieldLock size={16} aria-hidden />}
                mb={6}
                style={{ alignSelf: 'flex-start' }}
              >
                {texts.staffBadge}
              </Badge>
            ) : null}
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
