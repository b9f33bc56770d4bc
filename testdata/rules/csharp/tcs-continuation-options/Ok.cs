public sealed class Gate
{
    private readonly TaskCompletionSource<bool> _opened =
        new TaskCompletionSource<bool>(TaskCreationOptions.RunContinuationsAsynchronously);

    private readonly TaskCompletionSource<int> _plain = new TaskCompletionSource<int>();

    public Task Later(Task t) => t.ContinueWith(_ => Log(), TaskContinuationOptions.OnlyOnFaulted);
}
