package example;

import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;

// JAX-RS: a resource method's parameter without annotation is the request
// entity (the body), and @Produces("text/html") makes the return a page.
@Path("/notes")
public class NoteResource {
    @POST
    @Produces("text/html")
    public String preview(String body) {
        return "<div class=\"note\">" + body + "</div>"; // want "java/xss: .*handler parameter body"
    }
}
