package example;

import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.SecurityContext;

// The entity as JSON is not a page; the authenticated user's name is not
// request data the client chose.
@Path("/notes")
public class SafeNoteResource {
    @POST
    @Produces("application/json")
    public String save(String body) {
        return "{\"saved\": " + body.length() + "}";
    }

    @POST
    @Path("/whoami")
    @Produces("text/html")
    public String whoami(@Context SecurityContext sc) {
        return "<p>" + sc.getUserPrincipal().getName() + "</p>";
    }
}
