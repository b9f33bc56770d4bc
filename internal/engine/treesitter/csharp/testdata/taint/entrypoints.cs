using System.Diagnostics;
using System.ServiceModel;
using System.Threading.Tasks;
using Grpc.Core;
using Microsoft.AspNetCore.SignalR;
using Microsoft.Azure.WebJobs;

// SignalR hub methods: a connected client calls them with its arguments.
public class ChatHub : Hub
{
    public async Task Run(string user, string command)
    {
        Process.Start(command); // want "csharp/command-injection"
    }

    public override async Task OnConnectedAsync()
    {
        Process.Start("notify");
    }

    private void Helper(string command)
    {
        Process.Start(command); // want "csharp/command-injection: Program or arguments taken from the method's parameters"
    }
}

public class TypedHub : Hub<IChatClient>
{
    public Task Send(string message)
    {
        Process.Start(message); // want "csharp/command-injection"
        return Task.CompletedTask;
    }
}

// A class that is no hub: its public methods are called by the program
// (no request data: only the Medium finding of a program its caller picks,
// as gosec's G204 reports a subprocess launched with a variable).
public class Scheduler
{
    public void Run(string command)
    {
        Process.Start(command); // want "csharp/command-injection: Program or arguments taken from the method's parameters"
    }
}

// gRPC: the overrides of the generated base take the client's message.
public class GreeterService : Greeter.GreeterBase
{
    public override Task<HelloReply> SayHello(HelloRequest request, ServerCallContext context)
    {
        Process.Start(request.Name); // want "csharp/command-injection"
        Process.Start(context.RequestHeaders.GetValue("x-tool")); // want "csharp/command-injection"
        return Task.FromResult(new HelloReply());
    }
}

public class UploadService : Uploader.UploaderBase
{
    public override async Task<UploadReply> Upload(IAsyncStreamReader<Chunk> requestStream, ServerCallContext context)
    {
        await foreach (var chunk in requestStream.ReadAllAsync())
        {
            Process.Start(chunk.Tool); // want "csharp/command-injection"
        }
        return new UploadReply();
    }

    public override async Task Watch(WatchRequest request, IServerStreamWriter<Event> responseStream, ServerCallContext context)
    {
        await responseStream.WriteAsync(new Event());
        Process.Start(context.Method);
    }
}

// An override of another base class is no service method.
public class CsvExporter : ExporterBase
{
    public override void Export(string command)
    {
        Process.Start(command); // want "csharp/command-injection: Program or arguments taken from the method's parameters"
    }
}

// Azure Functions: the trigger's payload.
public static class Functions
{
    [FunctionName("Work")]
    public static void Work([QueueTrigger("work")] string item)
    {
        Process.Start(item); // want "csharp/command-injection"
    }

    [FunctionName("Timer")]
    public static void Timer([TimerTrigger("0 */5 * * * *")] TimerInfo timer, string tool)
    {
        Process.Start(tool); // want "csharp/command-injection: Program or arguments taken from the method's parameters"
    }
}

// WCF: the contract's operations, on the interface or on the class.
[ServiceContract]
public interface IReports
{
    [OperationContract]
    string Find(string name);

    string Local(string name);
}

public class Reports : IReports
{
    public string Find(string name)
    {
        Process.Start(name); // want "csharp/command-injection"
        return "";
    }

    public string Local(string name)
    {
        Process.Start(name); // want "csharp/command-injection: Program or arguments taken from the method's parameters"
        return "";
    }
}

[ServiceContract]
public class Direct
{
    [OperationContract]
    public void Exec(string cmd)
    {
        Process.Start(cmd); // want "csharp/command-injection"
    }
}

// Minimal APIs: [AsParameters] binds the record's properties from the request.
public static class Endpoints
{
    public static void Map(WebApplication app)
    {
        app.MapGet("/tools/run", ([AsParameters] RunRequest request) => Process.Start(request.Tool)); // want "csharp/command-injection"
        app.MapGet("/tools/list", (ToolCatalog catalog) => Process.Start(catalog.Default));
    }
}
