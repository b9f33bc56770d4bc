import org.apache.commons.mail.SimpleEmail;

class Mailer {
  void send() throws Exception {
    SimpleEmail email = new SimpleEmail();
    email.setHostName("smtp.example.com");
    email.setSSLOnConnect(true); // want "java/commons-email-no-server-identity-check"
    email.send();
  }
}
