<?php
class StatusController
{
    const API = 'api.example.com';

    public function show()
    {
        $host = self::API;
        $client = new ApiClient("https://$host/v1/search?q=" . rawurlencode($_GET['q']));
        $item = new ApiClient('https://api.example.com/v1/items/' . intval($_GET['id']));
        return $client->fetch() . $item->fetch();
    }

    public function go()
    {
        header('Location: https://' . $_GET['host'] . '/welcome');
    }
}

function links()
{
    Mailer::queue('https://' . $_SERVER['SERVER_NAME'] . '/reset');
    Mailer::queue('https://example.com' . $_SERVER['REQUEST_URI']);
}
