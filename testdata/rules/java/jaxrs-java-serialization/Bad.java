import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;

@Path("/orders")
class Orders {
  @POST
  @Consumes("application/x-java-serialized-object") // want "java/jaxrs-java-serialization"
  public void create(Order order) {}
}
