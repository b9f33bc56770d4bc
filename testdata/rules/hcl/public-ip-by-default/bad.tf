resource "aws_subnet" "app" { # want "hcl/public-ip-by-default"
  vpc_id                  = aws_vpc.main.id
  cidr_block              = "10.0.1.0/24"
  map_public_ip_on_launch = true
}

resource "aws_instance" "worker" { # want "hcl/public-ip-by-default"
  ami                         = data.aws_ami.al2023.id
  instance_type               = "t3.small"
  associate_public_ip_address = true
}

resource "google_dataflow_job" "etl" { # want "hcl/public-ip-by-default"
  name              = "etl"
  template_gcs_path = "gs://dataflow-templates/latest/Word_Count"
  temp_gcs_location = "gs://tmp/dataflow"
  ip_configuration  = "WORKER_IP_PUBLIC"
}
