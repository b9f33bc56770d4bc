import java.rmi.Remote;
import java.rmi.RemoteException;

interface Registry extends Remote {
  void register(Object entry) throws RemoteException; // want "java/rmi-object-parameter"
  String lookup(String name) throws RemoteException;
}
