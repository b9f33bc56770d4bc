const grpc = require('@grpc/grpc-js');

const client = new proto.Greeter(process.env.GREETER_ADDR, grpc.credentials.createSsl(rootCert));
const local = new proto.Greeter('localhost:50051', grpc.credentials.createInsecure());
