import javax.ws.rs.core.NewCookie;

class Cookies {
  NewCookie session(String token) {
    return new NewCookie("session", token, "/", null, null, 3600, true, true);
  }
  NewCookie built(String token) {
    return new NewCookie.Builder("session").value(token).secure(true).httpOnly(true).build();
  }
  NewCookie simple(String v) {
    return new NewCookie("theme", v);
  }
}
