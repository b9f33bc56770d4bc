class Mailer {
  Session session() {
    Properties props = new Properties();
    props.put("mail.smtp.starttls.enable", "true");
    props.put("mail.smtp.ssl.trust", "*"); // want "java/mail-tls-trust-all"
    props.setProperty("mail.smtp.ssl.checkserveridentity", "false"); // want "java/mail-tls-trust-all"
    return Session.getInstance(props);
  }
}
