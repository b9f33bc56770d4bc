import javax.naming.Context;
import javax.naming.InitialContext;

class Resolver {
  private Context context;

  Object resolve(String name) throws Exception {
    Context ctx = new InitialContext();
    return ctx.lookup(name); // want "java/jndi-injection"
  }
  Object find(String name) throws Exception {
    return new InitialContext().lookup(name); // want "java/jndi-injection"
  }
  Object field(String resource) throws Exception {
    return this.context.lookup(resource); // want "java/jndi-injection"
  }
}
