import java.rmi.Remote;
import java.rmi.RemoteException;

interface Registry extends Remote {
  void register(String name, int port) throws RemoteException;
  long count(Integer shard) throws RemoteException;
}

interface Local {
  void register(Object entry);
}
