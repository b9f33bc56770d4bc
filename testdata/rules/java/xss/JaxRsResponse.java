package com.example.api;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

@Path("/greet")
public class JaxRsResponse {
    @GET
    @Path("/page")
    @Produces(MediaType.TEXT_HTML)
    public Response page(@QueryParam("name") String name) {
        return Response.ok("<h1>Hello " + name + "</h1>").build(); // want "java/xss"
    }

    @GET
    @Path("/typed")
    public Response typed(@QueryParam("name") String name) {
        return Response.ok("<h1>Hello " + name + "</h1>", MediaType.TEXT_HTML).build(); // want "java/xss"
    }
}
