<?php
class OrderRepository
{
    public function find()
    {
        $rows = $this->db->run("SELECT * FROM orders WHERE customer = ?", [$_GET['customer']]);
        $this->db->run("SELECT * FROM orders WHERE id = " . intval($_GET['id']));
        $table = 'orders';
        $this->db->run("SELECT count(*) FROM $table");
        echo "Select the orders from the list for " . htmlspecialchars($_GET['customer']);
        return $rows;
    }

    // Given straight to the driver, or kept in a variable that reaches it:
    // the analyzer's php/sql-injection reports it where it runs.
    public function search($pdo)
    {
        $pdo->query("SELECT * FROM orders WHERE note LIKE '%" . $_GET['q'] . "%'");
        $sql = "SELECT * FROM orders WHERE customer = '" . $_GET['customer'] . "'";
        return mysqli_query($this->link, $sql);
    }
}
