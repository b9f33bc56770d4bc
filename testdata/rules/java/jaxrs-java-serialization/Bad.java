import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;

@Path("/orders")
class Orders {
  @POST
  @Consumes("application/x-java-serialized-object") // want "java/jaxrs-java-serialization"
  public void create(Order order) {}
}

@Path("/anything")
class Anything {
  @POST
  @Consumes({"*/*"}) // want "java/jaxrs-java-serialization"
  public void create(Order order) {}

  @POST
  @Consumes(javax.ws.rs.core.MediaType.WILDCARD) // want "java/jaxrs-java-serialization"
  public void update(Order order) {}
}
