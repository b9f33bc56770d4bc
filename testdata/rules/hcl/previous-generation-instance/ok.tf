resource "aws_instance" "web" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
}

resource "aws_db_instance" "orders" {
  engine            = "postgres"
  instance_class    = "db.m7g.large"
  storage_encrypted = true
}

# a GCE machine type is another provider's name space
resource "google_compute_instance" "vm" {
  name         = "vm"
  machine_type = "m1-ultramem-40"
  zone         = "europe-west1-b"
}
