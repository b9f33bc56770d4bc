pragma solidity 0.8.24;

contract Killable {
    function kill() external {
        selfdestruct(payable(msg.sender)); // want "solidity/selfdestruct"
    }
}
