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

contract Killable {
    address owner;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function kill() external onlyOwner {
        selfdestruct(payable(owner));
    }

    function destroy() external {
        require(msg.sender == owner, "not owner");
        selfdestruct(payable(owner));
    }
}
