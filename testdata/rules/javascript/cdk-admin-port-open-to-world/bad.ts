import * as ec2 from 'aws-cdk-lib/aws-ec2';

export function open(sg: ec2.SecurityGroup, db: any): void {
  sg.addIngressRule(ec2.Peer.anyIpv4(), ec2.Port.tcp(22), 'ssh'); // want "cdk-admin-port-open-to-world"
  sg.addIngressRule(ec2.Peer.anyIpv6(), ec2.Port.tcp(3389)); // want "cdk-admin-port-open-to-world"
  sg.connections.allowFromAnyIpv4(ec2.Port.tcp(5432)); // want "cdk-admin-port-open-to-world"
  sg.addIngressRule(ec2.Peer.anyIpv4(), ec2.Port.allTraffic()); // want "cdk-admin-port-open-to-world"
  db.connections.allowDefaultPortFromAnyIpv4(); // want "cdk-admin-port-open-to-world"
  sg.addIngressRule(ec2.Peer.anyIpv4(), ec2.Port.SSH); // want "cdk-admin-port-open-to-world"
}
