package com.example.api;

import java.net.URI;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Response;

@Path("/auth")
public class JaxRsRedirectSafe {
    @GET
    @Path("/done")
    public Response done(@QueryParam("returnTo") String returnTo) {
        return Response.seeOther(URI.create("/home")).build();
    }

    @GET
    @Path("/order")
    public Response order(@QueryParam("id") long id) {
        return Response.seeOther(URI.create("/orders/" + id)).build();
    }
}
