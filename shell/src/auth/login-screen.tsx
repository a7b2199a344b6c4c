// The signed-out screen: the product's promise beside the sign-in card. Keeps the requested URL.
import { Box, Flex, Heading, Stack, Text } from '@provana/ui';
import { LoginCard } from './login-card';

const features = [
  'Daily brief & priorities',
  'Voice insights & commands',
  'AI time blocks',
  'Calendar & decisions',
  'Goals & leadership model',
  'Team & reflections',
];

export default function LoginScreen() {
  return (
    <Flex as="main" id="main-content" minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.canvas">
      <Flex
        flex="1"
        direction="column"
        justify="center"
        px={{ base: '6', md: '12', xl: '20' }}
        py={{ base: '10', lg: '16' }}
        bgGradient="to-br"
        gradientFrom="brand.900"
        gradientTo="brand.700"
        color="white"
      >
        <Stack gap="6" maxW="lg">
          <Text fontWeight="bold" letterSpacing="widest" fontSize="sm" color="brand.200">
            PROVANA
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
            Your AI executive assistant
          </Heading>
          <Text fontSize="lg" color="brand.100">
            It prepares you, guides you and protects your time, linking your decisions, goals and daily rhythm to your leadership strategy.
          </Text>
          <Box borderWidth="1px" borderColor="whiteAlpha.300" borderRadius="lg" p="4" bg="whiteAlpha.100">
            <Text fontWeight="semibold">Testing access</Text>
            <Text fontSize="sm" color="brand.100" mt="1">
              All 6 core features ready for testing
            </Text>
            <Box as="ul" mt="3" fontSize="sm" color="brand.50" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="1" listStyleType="none">
              {features.map((f) => (
                <li key={f}>✓ {f}</li>
              ))}
            </Box>
          </Box>
        </Stack>
      </Flex>
      <Flex flex="1" align="center" justify="center" px={{ base: '4', md: '10' }} py="10">
        <LoginCard />
      </Flex>
    </Flex>
  );
}
