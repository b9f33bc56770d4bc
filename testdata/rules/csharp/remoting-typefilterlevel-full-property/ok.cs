using System.Collections;
using System.Runtime.Remoting.Channels;
using System.Runtime.Remoting.Channels.Tcp;
using System.Runtime.Serialization.Formatters;

public static class RemotingHost
{
    public static void Register()
    {
        IDictionary formatterProps = new Hashtable();
        formatterProps["typeFilterLevel"] = "Low";
        var provider = new BinaryServerFormatterSinkProvider(formatterProps, null);

        var props = new Hashtable();
        props.Add("typeFilterLevel", TypeFilterLevel.Low);
        props["port"] = 8085;
        props["mode"] = "Full";
        ChannelServices.RegisterChannel(new TcpChannel(props, null, provider), false);
    }
}
