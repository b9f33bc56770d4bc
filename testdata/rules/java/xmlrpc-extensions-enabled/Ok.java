import org.apache.xmlrpc.server.XmlRpcServerConfigImpl;

class Rpc {
  void configure(XmlRpcServerConfigImpl config) {
    config.setEnabledForExtensions(false);
    config.setContentLengthOptional(false);
  }
}
