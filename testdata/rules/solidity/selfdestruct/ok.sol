pragma solidity 0.8.24;

contract Closable {
    address owner;
    bool closed;

    function close() external {
        require(msg.sender == owner);
        closed = true;
        payable(owner).transfer(address(this).balance);
    }
}
