<?php
class OrderRepository
{
    public function find()
    {
        return $this->db->run("SELECT * FROM orders WHERE customer = '{$_GET['customer']}'"); // want "php/sql-built-from-request"
    }

    public function remove()
    {
        Database::instance()->send("DELETE FROM orders WHERE id = " . $_POST['id']); // want "php/sql-built-from-request"
        $this->db->run("SELECT * FROM orders WHERE note = '" . $_POST['note'] . "'"); // want "php/sql-built-from-request"
        AuditLog::write("INSERT INTO visits (agent) VALUES ('" . $_SERVER['HTTP_USER_AGENT'] . "')"); // want "php/sql-built-from-request"
    }

    public function export($request)
    {
        $name = $request->input('name');
        ExportJob::dispatch(sprintf("SELECT id, total FROM orders WHERE customer = '%s'", $name)); // want "php/sql-built-from-request"
    }
}
