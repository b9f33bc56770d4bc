import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.core.MediaType;

@Path("/orders")
class Orders {
  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  public void create(Order order) {}
}

@Path("/text")
class Text {
  @POST
  @Consumes({MediaType.TEXT_PLAIN, "application/*+json"})
  public void create(String body) {}
}
