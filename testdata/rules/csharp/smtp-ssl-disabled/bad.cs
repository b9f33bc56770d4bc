using System.Net.Mail;

public class Mailer
{
    public void Send(MailMessage m)
    {
        var client = new SmtpClient("smtp.example.com") { EnableSsl = false }; // want "csharp/smtp-ssl-disabled"
        var other = new SmtpClient("smtp.example.com");
        other.EnableSsl = false; // want "csharp/smtp-ssl-disabled"
        mailkit.Connect("smtp.example.com", 25, SecureSocketOptions.None); // want "csharp/smtp-ssl-disabled"
    }
}
