<?php
class WidgetController
{
    public function banner()
    {
        $html = "<div class='banner'>" . $_GET['message'] . "</div>"; // want "php/html-built-from-request"
        $this->view->set('banner', $html);
    }

    public function notify($mailer)
    {
        $mailer->Body = "<p>Hello {$_POST['name']}, thanks for your order.</p>"; // want "php/html-built-from-request"
        $mailer->send();
    }
}
