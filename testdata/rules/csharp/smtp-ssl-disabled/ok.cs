using System.Net.Mail;

public class Mailer
{
    public void Send(MailMessage m)
    {
        var client = new SmtpClient("smtp.example.com") { EnableSsl = true };
        mailkit.Connect("smtp.example.com", 587, SecureSocketOptions.StartTls);
    }
}
