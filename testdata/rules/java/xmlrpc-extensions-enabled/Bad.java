import org.apache.xmlrpc.server.XmlRpcServerConfigImpl;

class Rpc {
  void configure(XmlRpcServerConfigImpl config) {
    config.setEnabledForExtensions(true); // want "java/xmlrpc-extensions-enabled"
  }
}
