import javax.naming.Context;
import javax.naming.InitialContext;
import java.util.Map;

class Resolver {
  private static final String DS = "java:comp/env/jdbc/app";
  private Map<String, Object> cache;

  Object resolve() throws Exception {
    Context ctx = new InitialContext();
    ctx.lookup("java:comp/env/jdbc/app");
    ctx.lookup(DS);
    ctx.lookup("java:comp/env/" + "jms/queue");
    return new InitialContext().lookup(DS);
  }
  Object local(String key, Registry registry) {
    return registry.lookup(key);
  }
  interface Registry { Object lookup(String k); }
}
