// First-run welcome guide: an intro, then five slides with Previous/Next and progress dots.
import { AlertTriangleIcon, Box, Button, Center, HStack, Heading, LightbulbIcon, SparklesIcon, Stack, Text, TrendingUpIcon, UserIcon } from '@provana/ui';
import { LightDialog } from '@provana/ui/light-dialog';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { welcomeIntro, welcomeSlides } from './welcome-slides';

type Props = { open: boolean; onClose: () => void };

const slideIcons: ReadonlyArray<ComponentType> = [AlertTriangleIcon, LightbulbIcon, TrendingUpIcon, UserIcon, SparklesIcon];

/** -1 is the intro; 0..4 the slides. */
type Step = number;

export default function WelcomeDialog({ open, onClose }: Props) {
  const [step, setStep] = useState<Step>(-1);
  const close = () => {
    setStep(-1);
    onClose();
  };
  const slide = step >= 0 ? welcomeSlides[step] : undefined;
  const last = step === welcomeSlides.length - 1;

  return (
    <LightDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      title={slide ? slide.title : welcomeIntro.headline}
      size="lg"
      closeLabel="Close welcome guide"
      contentProps={{ 'data-testid': 'welcome-dialog' }}
      headerProps={{ pb: '0' }}
      footerProps={{ justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }}
      footer={
        slide ? (
          <>
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              Previous
            </Button>
            <HStack gap="2" role="group" aria-label="Progress">
              {welcomeSlides.map((s, i) => (
                <Box
                  as="button"
                  key={s.title}
                  aria-label={`Slide ${i + 1} of ${welcomeSlides.length}`}
                  aria-current={i === step ? 'step' : undefined}
                  onClick={() => setStep(i)}
                  w={i === step ? '6' : '2.5'}
                  h="2.5"
                  borderRadius="full"
                  bg={i === step ? 'brand.solid' : i < step ? 'brand.emphasized' : 'border.emphasized'}
                  transition="all 0.2s"
                  cursor="pointer"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                />
              ))}
            </HStack>
            <Button colorPalette="brand" onClick={() => (last ? close() : setStep(step + 1))}>
              {last ? 'Launch PROVANA' : 'Next'}
            </Button>
          </>
        ) : (
          <Button colorPalette="brand" ms="auto" onClick={() => setStep(0)}>
            Continue
          </Button>
        )
      }
    >
      {slide ? (
        <Stack gap="4" minH="56">
          <SlideIcon index={step} />
          <Text color="fg.muted">{slide.body}</Text>
          <Stack as="ul" gap="2" ps="0" listStyleType="none">
            {slide.points.map((point) => (
              <HStack as="li" key={point} gap="2" align="start">
                <Box w="2" h="2" mt="2" borderRadius="full" bg="brand.solid" flexShrink={0} aria-hidden="true" />
                <Text>{point}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Stack gap="3" minH="56" justify="center" textAlign="center" align="center">
          <Text fontSize="sm" fontWeight="bold" letterSpacing="widest" color="brand.fg">
            PROVANA
          </Text>
          <Heading as="p" size="lg">
            {welcomeIntro.subhead}
          </Heading>
          <Text color="fg.muted">A two-minute tour of why it exists and how it helps.</Text>
        </Stack>
      )}
    </LightDialog>
  );
}

function SlideIcon({ index }: { index: number }) {
  const Icon = slideIcons[index];
  if (!Icon) return null;
  return (
    <Center w="12" h="12" borderRadius="full" bg="brand.subtle" color="brand.fg" fontSize="2xl" aria-hidden="true">
      <Icon />
    </Center>
  );
}
