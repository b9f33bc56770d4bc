package com.example.api;

import java.net.URI;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Response;

@Path("/auth")
public class JaxRsRedirect {
    @GET
    @Path("/done")
    public Response done(@QueryParam("returnTo") String returnTo) {
        return Response.seeOther(URI.create(returnTo)).build(); // want "java/open-redirect"
    }

    @GET
    @Path("/moved")
    public Response moved(@QueryParam("target") String target) throws Exception {
        return Response.temporaryRedirect(new URI(target)).build(); // want "java/open-redirect"
    }
}
