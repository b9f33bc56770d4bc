using System.Collections;
using System.Runtime.Remoting.Channels;
using System.Runtime.Remoting.Channels.Tcp;
using System.Runtime.Serialization.Formatters;

public static class RemotingHost
{
    public static void Register()
    {
        IDictionary formatterProps = new Hashtable();
        formatterProps["typeFilterLevel"] = "Full"; // want "csharp/remoting-typefilterlevel-full-property"
        var provider = new BinaryServerFormatterSinkProvider(formatterProps, null);

        var props = new Hashtable();
        props.Add("typeFilterLevel", TypeFilterLevel.Full); // want "csharp/remoting-typefilterlevel-full-property"
        props["port"] = 8085;
        ChannelServices.RegisterChannel(new TcpChannel(props, null, provider), false);
    }
}
