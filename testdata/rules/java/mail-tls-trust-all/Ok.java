class Mailer {
  Session session() {
    Properties props = new Properties();
    props.put("mail.smtp.starttls.enable", "true");
    props.put("mail.smtp.ssl.checkserveridentity", "true");
    props.put("mail.smtp.ssl.trust", "smtp.example.com");
    return Session.getInstance(props);
  }
}
