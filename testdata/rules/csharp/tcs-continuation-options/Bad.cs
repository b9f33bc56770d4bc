public sealed class Gate
{
    private readonly TaskCompletionSource<bool> _opened =
        new TaskCompletionSource<bool>(TaskContinuationOptions.RunContinuationsAsynchronously); // want "csharp/tcs-continuation-options"

    private TaskCompletionSource _done = new TaskCompletionSource(TaskContinuationOptions.RunContinuationsAsynchronously); // want "csharp/tcs-continuation-options"

    public Task WaitAsync() => _opened.Task;
}
