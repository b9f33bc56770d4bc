<?php
// CodeIgniter 3: $this->input in a controller.
class Reports extends CI_Controller
{
    public function show()
    {
        $id = $this->input->get('id', TRUE);
        $this->db->query("SELECT * FROM reports WHERE id = '" . $id . "'"); // want "php/sql-injection"
        system('zip /tmp/out.zip ' . $this->input->post('file')); // want "php/command-injection"
        echo $this->input->cookie('theme'); // want "php/xss"
        $this->db->query('SELECT * FROM reports WHERE id = ?', [$id]);
        echo (int) $this->input->get('page');
    }
}

// CakePHP: the controller's ServerRequest.
class ArticlesController extends AppController
{
    public function view()
    {
        $slug = $this->request->getQuery('slug');
        readfile('/srv/articles/' . $slug); // want "php/path-traversal"
        system('convert ' . $this->request->getData('image')); // want "php/command-injection"
        readfile('/srv/articles/' . basename($this->request->getParam('file')));
    }
}

// Yii 2: the application's request through the static Yii::$app.
class SiteController extends \yii\web\Controller
{
    public function actionPing()
    {
        system('ping -c 1 ' . Yii::$app->request->get('host')); // want "php/command-injection"
        return passthru(\Yii::$app->request->post('cmd')); // want "php/command-injection"
    }

    public function actionSafe()
    {
        system('ping -c 1 ' . escapeshellarg(Yii::$app->request->get('host')));
        return Yii::$app->params['adminEmail'];
    }
}

// Slim 3: getParam reads the body, then the query string.
$app->get('/files', function ($request, $response) {
    return $response->write(file_get_contents('/srv/files/' . $request->getParam('name'))); // want "php/path-traversal"
});
