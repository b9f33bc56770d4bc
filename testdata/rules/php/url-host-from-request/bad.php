<?php
class StatusController
{
    public function show()
    {
        $client = new ApiClient("https://{$_GET['host']}/v1/status"); // want "php/url-host-from-request"
        return $client->fetch();
    }

    public function ping($request)
    {
        $target = $request->input('target');
        HealthCheck::dispatch('http://' . $target . '/health'); // want "php/url-host-from-request"
        Mailer::queue('https://' . $_SERVER['HTTP_HOST'] . '/reset?token=' . $this->token); // want "php/url-host-from-request"
        $client = new ApiClient(sprintf('https://%s/v1/status', $request->input('host'))); // want "php/url-host-from-request"
    }
}
