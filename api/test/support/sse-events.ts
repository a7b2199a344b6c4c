// The `data:` payloads of a server-sent-events response, parsed as JSON, in order.
export async function sseEvents<T>(res: Response): Promise<T[]> {
  const text = await res.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)) as T);
}
