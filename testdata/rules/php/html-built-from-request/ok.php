<?php
class WidgetController
{
    public function banner()
    {
        $html = "<div class='banner'>" . htmlspecialchars($_GET['message'], ENT_QUOTES, 'UTF-8') . "</div>";
        $this->view->set('banner', $html);
        $count = "<span>" . intval($_GET['count']) . "</span>";
        $this->view->set('count', $count);
        $plain = "Hello " . $_GET['name'];
        $this->view->set('greeting', $plain);
    }
}
