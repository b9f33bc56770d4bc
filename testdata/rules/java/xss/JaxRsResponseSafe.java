package com.example.api;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import org.owasp.encoder.Encode;

@Path("/greet")
public class JaxRsResponseSafe {
    @GET
    @Path("/json")
    @Produces(MediaType.APPLICATION_JSON)
    public Response json(@QueryParam("name") String name) {
        return Response.ok(java.util.Map.of("greeting", "Hello " + name)).build();
    }

    @GET
    @Path("/text")
    public Response text(@QueryParam("name") String name) {
        return Response.ok("Hello " + name, MediaType.TEXT_PLAIN).build();
    }

    @GET
    @Path("/page")
    @Produces(MediaType.TEXT_HTML)
    public Response page(@QueryParam("name") String name) {
        return Response.ok("<h1>Hello " + Encode.forHtml(name) + "</h1>").build();
    }
}
