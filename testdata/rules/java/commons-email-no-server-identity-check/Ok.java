import org.apache.commons.mail.SimpleEmail;

class Mailer {
  void send() throws Exception {
    SimpleEmail email = new SimpleEmail();
    email.setHostName("smtp.example.com");
    email.setSSLOnConnect(true);
    email.setSSLCheckServerIdentity(true);
    email.send();
  }
}
