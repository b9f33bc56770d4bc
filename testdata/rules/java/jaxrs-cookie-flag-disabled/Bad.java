import javax.ws.rs.core.NewCookie;

class Cookies {
  NewCookie session(String token) {
    return new NewCookie("session", token, "/", null, null, 3600, false, true); // want "java/jaxrs-cookie-flag-disabled"
  }
  NewCookie remember(String token) {
    return new NewCookie("remember", token, "/", null, null, 3600, true, false); // want "java/jaxrs-cookie-flag-disabled"
  }
  NewCookie built(String token) {
    return new NewCookie.Builder("session").value(token).secure(false).build(); // want "java/jaxrs-cookie-flag-disabled"
  }
}
